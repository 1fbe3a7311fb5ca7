/** Why a form or an action did not go through, announced as it appears; nothing while there is no problem. */
export function FormProblem({ problem, id }: { problem: string | null; id?: string }) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" data-slot="form-problem" className="text-sm text-fp-danger">
      {problem}
    </p>
  );
}
