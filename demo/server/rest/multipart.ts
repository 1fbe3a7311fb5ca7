import type { RestCall } from './call.ts';
import { badField, HttpProblem } from './problems.ts';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

/**
 * Reads a multipart body with one file part named "file" and the text fields a call allows. The size
 * limit is the service's body limit (413 beyond it); anything else sent is refused by name.
 */
export async function readUpload(call: RestCall, allowedFields: string[] = []): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!call.request.isMultipart()) throw new HttpProblem(415, 'Send multipart/form-data with the file in a part named "file".');
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  for await (const part of call.request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw new HttpProblem(400, `Unknown field "${part.fieldname}" in body: the file goes in a part named "file".`, { field: part.fieldname });
      file = { bytes: await part.toBuffer(), fileName: part.filename || 'upload', contentType: part.mimetype || 'application/octet-stream' };
    } else {
      if (!allowedFields.includes(part.fieldname)) throw new HttpProblem(400, `Unknown field "${part.fieldname}" in body`, { field: part.fieldname });
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file) throw badField('file', 'is missing: send the file in a part named "file".');
  if (file.bytes.length === 0) throw badField('file', 'is empty; choose a file with content.');
  return { file, fields };
}
