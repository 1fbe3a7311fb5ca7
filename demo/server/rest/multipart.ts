import { textProblem } from '../input/text-rules.ts';
import type { RestCall } from './call.ts';
import { badField, HttpProblem } from './problems.ts';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

type Upload = { file: UploadedFile; fields: Record<string, string> };

const hasStatus = (error: unknown) =>
  error instanceof HttpProblem || typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number';

/** A text part or a file name with control characters or lone surrogates (input/text-rules.ts) is refused by name. */
function checkText(field: string, text: string, what = '') {
  const problem = textProblem(text, 'text');
  if (problem) throw badField(field, `${what}${problem}`);
}

async function readParts(call: RestCall, allowedFields: string[]): Promise<Partial<Upload> & { fields: Record<string, string> }> {
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  for await (const part of call.request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file')
        throw new HttpProblem(400, `Unknown field "${part.fieldname}" in body: the file goes in a part named "file".`, {
          field: part.fieldname,
        });
      checkText('file', part.filename ?? '', 'has a file name that ');
      file = {
        bytes: await part.toBuffer(),
        fileName: part.filename || 'upload',
        contentType: part.mimetype || 'application/octet-stream',
      };
    } else {
      if (!allowedFields.includes(part.fieldname))
        throw new HttpProblem(400, `Unknown field "${part.fieldname}" in body`, { field: part.fieldname });
      checkText(part.fieldname, String(part.value));
      fields[part.fieldname] = String(part.value);
    }
  }
  return { file, fields };
}

/**
 * Reads a multipart body with one file part named "file" and the text fields a call allows. The size
 * limit is the service's body limit (413 beyond it); anything else sent is refused by name, and a body
 * the multipart parser cannot read (bad boundary, cut short) is a 400, not a fault of the service.
 */
export async function readUpload(call: RestCall, allowedFields: string[] = []): Promise<Upload> {
  if (!call.request.isMultipart()) throw new HttpProblem(415, 'Send multipart/form-data with the file in a part named "file".');
  let read: Awaited<ReturnType<typeof readParts>>;
  try {
    read = await readParts(call, allowedFields);
  } catch (error) {
    if (hasStatus(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpProblem(
      400,
      `The multipart body could not be read (${reason}); send multipart/form-data with a boundary and complete parts.`,
    );
  }
  const { file, fields } = read;
  if (!file) throw badField('file', 'is missing: send the file in a part named "file".');
  if (file.bytes.length === 0) throw badField('file', 'is empty; choose a file with content.');
  return { file, fields };
}
