import { accountsApi } from "@/lib/accounts/contract";
import { exportFileName, exportMyData } from "@/lib/leaving/export";
import { route } from "@/lib/http/route";

export const GET = route(accountsApi.exportMe, async ({ actor }) => {
  const data = await exportMyData(actor);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(actor)}"`,
      "Cache-Control": "no-store",
    },
  });
});
