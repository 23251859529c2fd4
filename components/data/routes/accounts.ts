import type { accountsApi } from "@/lib/accounts/contract";
import type { Route } from "../api-client";

// Where each operation of accountsApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const register = "POST /auth/register" as Route<(typeof accountsApi)["register"]>;
export const login = "POST /auth/login/json" as Route<(typeof accountsApi)["login"]>;
export const activate = "POST /auth/activate" as Route<(typeof accountsApi)["activate"]>;
export const forgotPassword = "POST /auth/password/forgot" as Route<(typeof accountsApi)["forgotPassword"]>;
export const resetPassword = "POST /auth/password/reset" as Route<(typeof accountsApi)["resetPassword"]>;
export const confirmEmail = "POST /auth/email/confirm" as Route<(typeof accountsApi)["confirmEmail"]>;
export const resendConfirmation = "POST /auth/email/resend" as Route<(typeof accountsApi)["resendConfirmation"]>;
export const changePassword = "PUT /users/me/password" as Route<(typeof accountsApi)["changePassword"]>;
export const changeEmail = "PUT /users/me/email" as Route<(typeof accountsApi)["changeEmail"]>;
export const checkHandle = "GET /users/handle/check" as Route<(typeof accountsApi)["checkHandle"]>;
export const deleteMe = "DELETE /users/me" as Route<(typeof accountsApi)["deleteMe"]>;
export const exportMe = "GET /users/me/export" as Route<(typeof accountsApi)["exportMe"]>;
