/**
 * Accounts' values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

export const PASSWORD_MIN = 8;
export const BAD_CREDENTIALS = "Incorrect email or password";
