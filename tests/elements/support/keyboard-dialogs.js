// A keyboard user's way through an element's buttons and the dialogs they open.
import { expect, waitFor } from './expect.js';
import { press } from './real-input.js';

/** Presses Tab until `target` has focus in `root` (the element's shadow root); fails naming what has it instead. */
export async function tabTo(root, target, what) {
  for (let step = 0; step < 25 && root.activeElement !== target; step += 1) await press('Tab');
  expect(root.activeElement === target ? what : `focus on ${root.activeElement?.outerHTML.slice(0, 80)}`).toBe(what);
}

/** The dialog that is open in `root`, or null. */
export const openDialogIn = (root) => [...root.querySelectorAll('dialog')].find((dialog) => dialog.open) ?? null;

/** Tabs to `button`, presses Enter and waits for the dialog it opens. */
export async function openDialogWith(root, button, what) {
  await tabTo(root, button, what);
  await press('Enter');
  return waitFor(() => openDialogIn(root), `the dialog of ${what}`);
}

/** Tabs to the dialog's button named `name` and presses Enter. */
export async function submitWith(root, dialog, name) {
  await tabTo(
    root,
    [...dialog.querySelectorAll('button')].find((node) => node.textContent === name),
    name,
  );
  await press('Enter');
}
