/** A refusal that names no field (a conflict, a lost connection), said at once to a screen reader; nothing when there is none. */
export function FormProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" data-slot="form-problem" className="text-sm text-fp-danger">
      {problem}
    </p>
  ) : null;
}
