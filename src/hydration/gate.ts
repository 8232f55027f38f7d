/** A one-way gate: a promise that settles when `open()` is first called, and a synchronous way to ask whether it has. */
export interface Gate {
  readonly opened: Promise<void>;
  isOpen: () => boolean;
  open: () => void;
}

export function createGate(): Gate {
  let isOpen = false;
  let resolve: () => void = () => undefined;
  const opened = new Promise<void>((settle) => {
    resolve = settle;
  });
  return {
    opened,
    isOpen: () => isOpen,
    open: () => {
      isOpen = true;
      resolve();
    },
  };
}
