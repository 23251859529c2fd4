/** City data is GeoNames' (CC-BY): the licence asks for this credit wherever the data shows. */
export function DataCredit() {
  return (
    <p>
      City data ©{" "}
      <a href="https://www.geonames.org/" className="underline underline-offset-4" rel="noopener noreferrer" target="_blank">
        GeoNames
      </a>
      , licensed under{" "}
      <a href="https://creativecommons.org/licenses/by/4.0/" className="underline underline-offset-4" rel="noopener noreferrer" target="_blank">
        CC BY 4.0
      </a>
      .
    </p>
  );
}
