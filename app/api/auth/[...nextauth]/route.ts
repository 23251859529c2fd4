import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";
import { readJsonBody } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/route";

type Context = { params: Promise<{ nextauth: string[] }> };

// Built per request so the secret is read at run time, never at build time.
async function handler(req: Request, context: Context) {
  // next-auth reads a body that says JSON with req.json() and answers a 500 when it is not JSON;
  // such a body gets the API's 400 instead (docs/security.md, "Input").
  if (req.method === "POST" && (req.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      await readJsonBody(req.clone());
    } catch (error) {
      return errorResponse(error);
    }
  }
  return NextAuth(authOptions())(req, context);
}

export { handler as GET, handler as POST };
