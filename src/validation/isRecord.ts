/** A plain JSON object (not null, not an array): the shape every parsed answer and attribute is checked for. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
