import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

type Context = { params: Promise<{ nextauth: string[] }> };

// Built per request so the secret is read at run time, never at build time.
function handler(req: Request, context: Context) {
  return NextAuth(authOptions())(req, context);
}

export { handler as GET, handler as POST };
