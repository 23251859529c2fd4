import { register } from "@/lib/accounts/service";
import { RegisterBody } from "@/lib/accounts/schemas";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "public", body: RegisterBody, status: 201 }, ({ req, body }) =>
  register(body, clientAddress(req.headers)),
);
