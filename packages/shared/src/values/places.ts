/** Place fields' values, without zod: a place field works before any schema loads. */

/** A place id of a select: -1 is "not chosen" (the spec's `--Select--` and an unknown pincode answer). */
export const PLACE_UNSET = -1;
/** A pincode: six digits. */
export const PINCODE_PATTERN = /^\d{6}$/;
