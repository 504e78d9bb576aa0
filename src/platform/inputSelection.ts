/**
 * An input's caret and selection, carried across the loader → React hand-over. Chromium has no selection API on
 * `type=email` (it reads null, and a type switch resets it): there the caret stays at the end of the text, where
 * typing left it in the common case.
 */
export interface InputSelection {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

export function readSelection(input: HTMLInputElement): InputSelection {
  try {
    return { start: input.selectionStart, end: input.selectionEnd, direction: input.selectionDirection };
  } catch {
    return { start: null, end: null, direction: null };
  }
}

export function writeSelection(input: HTMLInputElement, selection: InputSelection): void {
  const { start, end, direction } = selection;
  if (start === null || end === null) return;
  try {
    input.setSelectionRange(start, end, direction ?? undefined);
  } catch {
    // no selection API on this input type
  }
}
