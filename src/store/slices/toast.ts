import type { StateCreator } from 'zustand/vanilla';

/** Toasts last 4 s by default, 2 s for success; at most 20 are kept. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_MAX = 20;

export interface Toast {
  id: number;
  variant: 'success' | 'error';
  message: string;
  durationMs: number;
}

export interface ToastSlice {
  toasts: Toast[];
  showToast(message: string, variant?: Toast['variant']): number;
  dismissToast(id: number): void;
}

let nextToastId = 1;

export const createToastSlice: StateCreator<ToastSlice> = (set) => ({
  toasts: [],
  showToast: (message, variant = 'success') => {
    const id = nextToastId++;
    const durationMs = variant === 'success' ? TOAST_SUCCESS_MS : TOAST_DEFAULT_MS;
    set((s) => ({ toasts: [...s.toasts, { id, variant, message, durationMs }].slice(-TOAST_MAX) }));
    return id;
  },
  dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
});
