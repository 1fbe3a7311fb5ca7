import type { RoleName } from '../../core/api/generated/graphql.ts';
import type { ActionContext, ActionResult } from '../../core/review/review-mutations.ts';
import type { Session } from '../../core/session/session.ts';
import type { ReviewOutcome } from '../review-outcome.ts';

/** One field of an action's dialog. Dates are the person's calendar days; `min` keeps past days out of the picker. */
export interface DialogFieldSpec {
  name: string;
  label: string;
  kind: 'date' | 'textarea' | 'select' | 'url';
  required?: boolean;
  min?: 'today' | 'tomorrow';
  /** A select's options: value and label. */
  options?: readonly (readonly [value: string, label: string])[];
}

/** What an action's dialog says and asks: no fields makes it a confirmation. */
export interface DialogSpec {
  description: string;
  submit: string;
  fields: readonly DialogFieldSpec[];
}

/** What a dialog's form holds, by field name. */
export type Values = Record<string, string>;

/** An item an action is taken on. */
export interface ActionItem {
  id: string;
  topic: string;
  status: string;
}

/**
 * An area's actions, as the kit's menu, bar and dialogs take them: who is offered what (the area's table of
 * the service's rules), what each asks for, how its input is checked, and the call that takes it.
 */
export interface ActionsSpec<A extends string, T extends ActionItem> {
  labels: Readonly<Record<A, string>>;
  menuLabel: (topic: string) => string;
  offeredFor: (roles: readonly RoleName[], item: T) => A[];
  /** Actions that ask for something (a date, a reason) or for confirmation before they run. */
  withDialog: ReadonlySet<A>;
  dialogOf: (action: A, topic: string) => DialogSpec;
  /** Checks the values and turns them into the call's input, or names what is wrong. */
  inputFor: (action: A, values: Values, today: string) => { input?: unknown; problem?: string };
  run: (session: Session, action: A, item: T, input: unknown, context: ActionContext) => Promise<ActionResult>;
  /** What the page around hears of an action, if anything. */
  outcomeOf: (action: A) => ReviewOutcome | null;
}

export type OnActionDone<A extends string, T> = (action: A, item: T, result: ActionResult) => void;
