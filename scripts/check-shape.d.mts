export const LIMITS: { fileLines: number; functionLines: number };
export function shapeOffences(
  file: string,
  text: string,
  limits?: { fileLines: number; functionLines: number },
): string[];
