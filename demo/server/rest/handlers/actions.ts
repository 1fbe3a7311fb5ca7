import { blogHtml, blogTitle, metaDescription, placeholderImageUrl } from '../../domain/content.ts';
import type { Queryable } from '../../store/db.ts';
import type { Handler, RestCall } from '../call.ts';
import { notFound } from '../problems.ts';
import { recordRequest } from '../recorded.ts';
import { requireClientAccess } from '../table-crud.ts';

/**
 * Calls that ask for work from services outside this one (mail, generation, the issue tracker). Each is
 * recorded with its outcome; generation answers the same deterministic content the worker produces.
 */
const DEFAULT_MODEL = 'Claude45Sonnet';

/** The client a call names (if any), checked; answers its name for generated text. */
async function clientOf(tx: Queryable, call: RestCall, clientId: unknown): Promise<{ id: string | null; name: string }> {
  if (clientId === undefined) {
    call.authorize(null, 'this operation');
    return { id: null, name: 'FirmPilot' };
  }
  await requireClientAccess(call, tx, String(clientId));
  const [client] = await tx.query<{ name: string }>('select name from clients where id = $1', [clientId]);
  return { id: String(clientId), name: client!.name };
}

function generated(call: RestCall, topic: string, firm: string) {
  return {
    title: blogTitle(topic),
    html: blogHtml(topic, firm, placeholderImageUrl(call.config.publicUrl, topic)),
    metaDescription: metaDescription(topic, firm),
  };
}

export const actionHandlers: Record<string, Handler> = {
  sendTemplateEmail: (call) =>
    call.db.transaction(async (tx) => {
      const client = await clientOf(tx, call, call.body.clientId);
      const { templateName, to, variables } = call.body as { templateName: string; to: string[]; variables?: object };
      return recordRequest(tx, call, 'emailSend', client.id, {
        templateName,
        to: to.map((address) => address.toLowerCase()),
        variables: variables ?? {},
        status: 'Queued',
      });
    }),
  generateContent: (call) =>
    call.db.transaction(async (tx) => {
      const client = await clientOf(tx, call, call.body.clientId);
      const { topic, contentType, model, instructions } = call.body as {
        topic: string;
        contentType?: string;
        model?: string;
        instructions?: string;
      };
      return recordRequest(tx, call, 'generation', client.id, {
        topic: topic.trim(),
        contentType: contentType ?? 'BlogPost',
        model: model ?? DEFAULT_MODEL,
        instructions: instructions ?? null,
        output: generated(call, topic.trim(), client.name),
      });
    }),
  runPlayground: (call) =>
    call.db.transaction(async (tx) => {
      const client = await clientOf(tx, call, call.body.clientId);
      const prompt = String(call.body.prompt);
      // The playground's stand-in answers the prompt's first line as a topic, like generation does.
      const topic =
        prompt
          .split('\n')
          .find((line) => line.trim())
          ?.trim()
          .slice(0, 120) ?? 'untitled';
      return recordRequest(tx, call, 'playground', client.id, {
        prompt,
        model: call.body.model ?? DEFAULT_MODEL,
        output: generated(call, topic, client.name),
      });
    }),
  createBlogPostTasks: (call) =>
    call.db.transaction(async (tx) => {
      const { projectKey, blogJobIds } = call.body as { projectKey: string; blogJobIds: string[] };
      const jobs = [];
      for (const id of [...new Set(blogJobIds)]) {
        const [job] = await tx.query<{ id: string; client_id: string; topic: string; due_date: string | null }>(
          'select id, client_id, topic, due_date from blog_jobs where id = $1',
          [id],
        );
        if (!job) throw notFound('blog job', id);
        call.authorize(job.client_id, 'this blog job');
        jobs.push(job);
      }
      // Task keys continue the project's sequence across calls, as the tracker would number them.
      const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
        `select coalesce(sum(jsonb_array_length(data->'tasks')), 0)::int as n from resources where kind = 'jiraTasks' and data->>'projectKey' = $1`,
        [projectKey],
      );
      const tasks = jobs.map((job, index) => ({
        key: `${projectKey}-${n + index + 1}`,
        blogJobId: job.id,
        summary: `Blog post: ${blogTitle(job.topic)}`,
        dueDate: job.due_date,
      }));
      const clients = [...new Set(jobs.map((job) => job.client_id))];
      return recordRequest(tx, call, 'jiraTasks', clients.length === 1 ? clients[0]! : null, { projectKey, tasks });
    }),
};
