/** An input's caret and selection, carried across the loader → React hand-over. */
export interface InputSelection {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

/** Runs `fn` with the input as `type=text`: Chromium has no selection API on `type=email`. */
function asText<T>(input: HTMLInputElement, fn: () => T, fallback: T): T {
  const type = input.type;
  const swap = type === 'email';
  try {
    if (swap) input.type = 'text';
    return fn();
  } catch {
    return fallback;
  } finally {
    if (swap) input.type = type;
  }
}

export function readSelection(input: HTMLInputElement): InputSelection {
  return asText(
    input,
    () => ({ start: input.selectionStart, end: input.selectionEnd, direction: input.selectionDirection }),
    { start: null, end: null, direction: null },
  );
}

export function writeSelection(input: HTMLInputElement, selection: InputSelection): void {
  const { start, end, direction } = selection;
  if (start === null || end === null) return;
  asText(input, () => input.setSelectionRange(start, end, direction ?? undefined), undefined);
}
