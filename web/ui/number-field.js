// The number typed in a field, or an error naming the setting: a number field holding text the browser
// could not read reports '' (and Number('') is 0, which would reach the core as a real value).

/** The field's number; throws `name: must be a number` when it is empty or not a number. */
export function numberIn(input, name) {
  const text = input.value.trim();
  const value = text === '' ? NaN : Number(text);
  if (!Number.isFinite(value))
    throw new Error(`${name}: must be a number (the field is empty or holds something else)`);
  return value;
}
