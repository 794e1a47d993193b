// How the panels write a number: fixed decimals, never "-0.00".

/** A number with `digits` decimals, never "-0.00". */
export const fmt = (v, digits = 2) => {
  if (!Number.isFinite(v)) return String(v);
  const text = v.toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text;
};
