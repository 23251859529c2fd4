/**
 * City data is GeoNames' (CC-BY): the licence asks for this credit wherever the data shows. Islands
 * are placed on Natural Earth's land (public domain, credited as its makers ask).
 */
export function DataCredit() {
  return (
    <p>
      City data ©{" "}
      <a
        href="https://www.geonames.org/"
        className="underline underline-offset-4"
        rel="noopener noreferrer"
        target="_blank"
      >
        GeoNames
      </a>
      , licensed under{" "}
      <a
        href="https://creativecommons.org/licenses/by/4.0/"
        className="underline underline-offset-4"
        rel="noopener noreferrer"
        target="_blank"
      >
        CC BY 4.0
      </a>
      ; land from{" "}
      <a
        href="https://www.naturalearthdata.com/"
        className="underline underline-offset-4"
        rel="noopener noreferrer"
        target="_blank"
      >
        Natural Earth
      </a>
      .
    </p>
  );
}
