/* global requestAnimationFrame */
// Real pointer and keyboard input through the test runner (Playwright underneath): trusted events with the
// browser's default actions (focus moves, a button's click on Enter), which dispatched events lack.
import { executeServerCommand, resetMouse, sendKeys, sendMouse } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

export { resetMouse };

/** A real mouse click at the centre of the element as it is laid out now. */
export async function clickOn(element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

/** Presses one key (Playwright's names: 'Enter', 'Escape', 'ArrowDown', 'Tab', ' ', ...). */
export const press = (key) => sendKeys({ press: key });

/** Types text into whatever has focus. */
export const type = (text) => sendKeys({ type: text });

/**
 * Puts text into whatever has focus in one input event, as pasting it would. For long texts: typing takes a
 * round trip to the browser per key, and a few hundred keys on a loaded machine take longer than a test may.
 */
export const insertText = (text) => executeServerCommand('insert-text', { text });

/** Resolves after the browser has rendered twice: whatever an input set in motion has painted. */
export const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
