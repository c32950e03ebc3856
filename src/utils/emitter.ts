/** A tiny typed event emitter for signals raised outside React and observed inside it. */
export interface Emitter<T> {
  emit: (value: T) => void;
  on: (listener: (value: T) => void) => () => void;
}

export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit: (value) => listeners.forEach((l) => l(value)),
    on: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
