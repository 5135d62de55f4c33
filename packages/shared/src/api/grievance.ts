/** Filled by issue 11. */
export const grievanceApi = {};
