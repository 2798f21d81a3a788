/** A message the next product list shows once (e.g. "X was added" after the form sends you there). */
let pending: string | null = null;

export const setFlash = (message: string) => {
  pending = message;
};

export const takeFlash = (): string | null => {
  const message = pending;
  pending = null;
  return message;
};
