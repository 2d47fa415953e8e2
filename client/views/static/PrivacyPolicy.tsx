import type { StaticPageProps } from "./types";
import { staticPath } from "../../../shared/routes";

/** Política de Privacidad (RGPD, LOPDGDD). */
export default function PrivacyPolicy({ siteHost, contactEmail, owner }: StaticPageProps) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <p>Última actualización: 21 de noviembre de 2026</p>
      <p>
        Esta política explica qué datos tratamos cuando visitas Comparador Tecnológico ({siteHost}). En resumen: no necesitas cuenta, no te pedimos datos
        identificativos y solo medimos el uso del sitio si lo aceptas. Se rige por el Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), y por la
        Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).
      </p>

      <section>
        <h2>1. Responsable del tratamiento</h2>
        <dl>
          <dt>Titular</dt>
          <dd>{owner.name}</dd>
          <dt>NIF</dt>
          <dd>{owner.taxId}</dd>
          <dt>Domicilio</dt>
          <dd>{owner.address}</dd>
          <dt>Correo electrónico</dt>
          <dd>{mail}</dd>
        </dl>
        <p>Nuestra actividad no exige designar un delegado de protección de datos; dirige tus consultas de privacidad a la dirección anterior.</p>
      </section>

      <section>
        <h2>2. Qué datos tratamos</h2>
        <p>Las visitas son anónimas: no hay registro ni formularios. Solo tratamos datos personales en estos casos:</p>
        <ul>
          <li>
            <strong>Datos técnicos de la conexión.</strong> Para servir las páginas y protegerlas frente a ataques, nuestro proveedor de infraestructura procesa
            la dirección IP, el navegador y el sistema operativo, la página solicitada y la fecha y hora de la petición.
          </li>
          <li>
            <strong>Datos de analítica, solo con tu consentimiento.</strong> Si aceptas las cookies de analítica, Google Analytics 4 registra un identificador
            seudónimo del navegador, las páginas que visitas, el tipo de dispositivo, una ubicación aproximada (país o ciudad) y las acciones que realizas en el
            sitio: ver una ficha, aplicar filtros, añadir o quitar productos de la comparación, comparar productos o pulsar un enlace a la tienda. Según Google,
            Google Analytics 4 no registra ni almacena direcciones IP.
          </li>
          <li>
            <strong>Datos que nos envías por correo.</strong> Si nos escribes a {mail}, tratamos tu dirección de correo, tu nombre si lo indicas y el contenido
            del mensaje.
          </li>
        </ul>
        <p>
          La lista de productos que vas a comparar y tu elección sobre las cookies se guardan únicamente en el almacenamiento local (localStorage) de tu
          navegador; no los recibimos ni los asociamos a ninguna persona. Tienes el detalle en la <a href={staticPath("cookie-policy")}>Política de Cookies</a>.
        </p>
        <p>
          Si pulsas un enlace para comprar, pasas a Amazon.es, que trata tus datos como responsable independiente según su propia política de privacidad. Amazon
          no nos facilita datos que te identifiquen: solo informes agregados de ventas para calcular nuestras comisiones.
        </p>
      </section>

      <section>
        <h2>3. Finalidades y bases jurídicas</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Finalidad</th>
              <th scope="col">Base jurídica</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Prestar el servicio, mantener el sitio disponible y protegerlo frente a abusos y ataques.</td>
              <td>Interés legítimo en la seguridad y el funcionamiento del sitio (art. 6.1.f RGPD).</td>
            </tr>
            <tr>
              <td>Medir las visitas y el uso del sitio de forma agregada para mejorarlo.</td>
              <td>Tu consentimiento (art. 6.1.a RGPD y art. 22.2 de la Ley 34/2002, LSSI-CE), que puedes retirar en cualquier momento.</td>
            </tr>
            <tr>
              <td>Responder a tus consultas y sugerencias.</td>
              <td>Interés legítimo en atender a quien se dirige a nosotros (art. 6.1.f RGPD).</td>
            </tr>
            <tr>
              <td>Atender el ejercicio de tus derechos de protección de datos.</td>
              <td>Cumplimiento de una obligación legal (art. 6.1.c RGPD, en relación con sus artículos 12 a 22).</td>
            </tr>
          </tbody>
        </table>
        <p>No elaboramos perfiles con fines publicitarios, no tomamos decisiones automatizadas que te afecten y no vendemos ni cedemos datos personales.</p>
      </section>

      <section>
        <h2>4. Destinatarios y encargados del tratamiento</h2>
        <p>
          Solo comunicamos datos a terceros por obligación legal, como un requerimiento judicial. Contamos con proveedores que actúan como encargados del
          tratamiento, con los que hemos suscrito los contratos exigidos por el artículo 28 del RGPD:
        </p>
        <ul>
          <li>
            <strong>Cloudflare, Inc.</strong>: red de distribución de contenidos, alojamiento de la aplicación (Cloudflare Workers) y protección frente a
            ataques.{" "}
            <a href="https://www.cloudflare.com/privacypolicy/" target="_blank" rel="noopener noreferrer">
              Política de privacidad de Cloudflare
            </a>
            .
          </li>
          <li>
            <strong>Google Ireland Limited</strong>: Google Analytics 4, solo si lo aceptas, y Google Firebase (Firestore), donde guardamos en servidores de la
            Unión Europea el catálogo de productos, que no contiene datos de visitantes.{" "}
            <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
              Política de privacidad de Google
            </a>
            .
          </li>
          <li>Nuestro proveedor de correo electrónico, para recibir y contestar los mensajes que nos envías.</li>
        </ul>
      </section>

      <section>
        <h2>5. Transferencias internacionales</h2>
        <p>
          Cloudflare, Inc. y Google LLC, sociedad matriz de Google Ireland Limited, tienen su sede en Estados Unidos, por lo que algunos datos pueden tratarse
          fuera del Espacio Económico Europeo. Ambas empresas están adheridas al Marco de Privacidad de Datos UE-EE. UU. (Data Privacy Framework), reconocido
          por la Decisión de adecuación de la Comisión Europea de 10 de julio de 2023, y sus contratos incorporan además las cláusulas contractuales tipo
          aprobadas por la Decisión de Ejecución (UE) 2021/914, como garantía adicional conforme a los artículos 45 y 46 del RGPD.
        </p>
      </section>

      <section>
        <h2>6. Plazos de conservación</h2>
        <ul>
          <li>
            Registros técnicos de conexión: el tiempo imprescindible para la seguridad del servicio y, como máximo, 30 días, salvo que sean necesarios para
            investigar un incidente concreto.
          </li>
          <li>Datos de analítica: hasta 14 meses, el plazo configurado en Google Analytics, tras el cual se eliminan automáticamente.</li>
          <li>
            Correos electrónicos: el tiempo necesario para atender tu consulta. Después los conservaremos bloqueados, conforme al artículo 32 de la LOPDGDD,
            solo durante los plazos de prescripción de las responsabilidades que pudieran derivarse, y luego los suprimiremos.
          </li>
          <li>Datos en tu navegador (lista de comparación y elección sobre cookies): permanecen en tu dispositivo hasta que los borres.</li>
        </ul>
      </section>

      <section>
        <h2>7. Tus derechos</h2>
        <p>
          Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, así como
          retirar el consentimiento que hayas dado, sin que ello afecte a la licitud del tratamiento previo. Para retirar el consentimiento a la analítica basta
          con cambiar tu elección en la <a href={staticPath("cookie-policy")}>Política de Cookies</a>.
        </p>
        <p>
          Para ejercer los demás derechos, escríbenos a {mail} indicando «Protección de datos» en el asunto y el derecho que quieres ejercer. Solo te pediremos
          más información si tenemos dudas razonables sobre tu identidad. Responderemos en el plazo de un mes, prorrogable dos meses más en casos complejos.
        </p>
        <p>Como no te identificamos, quizá no podamos vincular contigo los datos seudónimos de analítica (artículo 11 del RGPD).</p>
      </section>

      <section>
        <h2>8. Reclamaciones ante la AEPD</h2>
        <p>
          Si consideras que no hemos atendido correctamente tus derechos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (C/
          Jorge Juan, 6, 28001 Madrid) a través de su sede electrónica en{" "}
          <a href="https://www.aepd.es/" target="_blank" rel="noopener noreferrer">
            www.aepd.es
          </a>
          . Si lo prefieres, escríbenos antes e intentaremos resolverlo.
        </p>
      </section>

      <section>
        <h2>9. Menores de edad</h2>
        <p>
          El sitio no está dirigido a menores de 14 años, que, conforme al artículo 7 de la LOPDGDD, necesitan la autorización de sus padres o tutores para
          consentir el tratamiento de sus datos. Si recibimos datos de un menor sin esa autorización, los suprimiremos.
        </p>
      </section>

      <section>
        <h2>10. Seguridad</h2>
        <p>
          Todo el tráfico viaja cifrado mediante HTTPS y aplicamos medidas técnicas y organizativas adecuadas al riesgo (artículo 32 del RGPD), como el acceso
          restringido a nuestros sistemas y buzones.
        </p>
      </section>

      <section>
        <h2>11. Cambios en esta política</h2>
        <p>
          Publicaremos en esta página, con su fecha, cualquier actualización de esta política. Si un cambio afecta a tratamientos basados en tu consentimiento,
          volveremos a pedírtelo.
        </p>
      </section>
    </>
  );
}
