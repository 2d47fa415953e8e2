/** Who runs the site. Placeholders until the operator fills them in (README: "Datos del titular"). */
export const LEGAL_ENTITY = {
  name: "[Razón social del titular]",
  taxId: "[NIF]",
  address: "[Domicilio social], España",
  registry: "[Datos de inscripción en el Registro Mercantil]",
} as const;
