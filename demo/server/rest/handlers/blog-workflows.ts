import type { Handler, RestCall } from '../call.ts';
import { badParameter } from '../problems.ts';
import { readRow, tableList } from '../table-crud.ts';
import { blogJobs } from '../tables.ts';
import { requireEditable } from '../../graphql/resolvers/blog-jobs.ts';
import { lockBlogJob } from './blog-jobs.ts';

/** Blog workflows: blog jobs seen by their due dates, with their instructions and topics. */

function dueDateRange(call: RestCall, params: { param(value: unknown): string }): string[] {
  const { StartDateFilter: start, EndDateFilter: end } = call.query as { StartDateFilter?: string; EndDateFilter?: string };
  if (start && end && end < start) throw badParameter('EndDateFilter', `EndDateFilter must be on or after StartDateFilter (${start}).`);
  return [...(start ? [`t.due_date >= ${params.param(start)}::date`] : []), ...(end ? [`t.due_date <= ${params.param(end)}::date`] : [])];
}

/** Changes one column of a job that is still editable and answers the workflow. */
const change =
  (column: string, field: string, action: string): Handler =>
  (call) =>
    call.db.transaction(async (tx) => {
      const job = await lockBlogJob(tx, call, String(call.body.id));
      requireEditable(job, action);
      const value = call.body[field];
      await tx.query(`update blog_jobs set ${column} = $2, updated_on = now() where id = $1`, [
        job.id,
        typeof value === 'string' ? value.trim() : value,
      ]);
      return readRow(call, tx, blogJobs, job.id);
    });

export const blogWorkflowHandlers: Record<string, Handler> = {
  listBlogWorkflows: tableList(blogJobs, { where: dueDateRange }),
  updateBlogWorkflowDueDate: change('due_date', 'dueDate', 'change the due date'),
  updateBlogWorkflowInstruction: change('instructions', 'instructions', 'change the instructions'),
  updateBlogWorkflowTopic: change('topic', 'topic', 'change the topic'),
};
