import { CookiePreferences } from "../../components/ConsentBanner";
import type { StaticPageProps } from "./types";
import { staticPath } from "../../../shared/routes";

/** Política de Cookies (art. 22.2 LSSI-CE, Guía sobre el uso de las cookies de la AEPD, 2023). */
export default function CookiePolicy({ siteHost, contactEmail, owner }: StaticPageProps) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <p>Última actualización: 21 de noviembre de 2026</p>
      <p>
        Esta política explica qué cookies y tecnologías de almacenamiento similares utiliza {siteHost}, para qué sirven y cómo puedes aceptarlas, rechazarlas o
        cambiar tu elección en cualquier momento, conforme al artículo 22.2 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio
        electrónico (LSSI-CE), y a la Guía sobre el uso de las cookies de la Agencia Española de Protección de Datos (AEPD). El responsable es {owner.name}.
      </p>

      <section>
        <h2>¿Qué son las cookies y el almacenamiento local?</h2>
        <p>
          Las cookies son pequeños archivos que un sitio web guarda en tu navegador para recordar información entre una página y otra o entre visitas. El
          almacenamiento local (localStorage) cumple una función parecida, pero sus datos permanecen en tu dispositivo y no se envían automáticamente al
          servidor. La ley trata ambas tecnologías de la misma forma: las estrictamente necesarias para prestar el servicio que solicitas no requieren
          consentimiento; las demás, sí.
        </p>
      </section>

      <section>
        <h2>Qué utilizamos</h2>
        <p>Usamos muy poco almacenamiento y nada de publicidad:</p>
        <ul>
          <li>
            <strong>Técnico (siempre activo):</strong> tu elección sobre las cookies y la bandeja de comparación, es decir, los productos que has añadido para
            compararlos. Se guardan solo en tu navegador, no se envían a nuestros servidores y no sirven para identificarte.
          </li>
          <li>
            <strong>Analítico (solo si lo aceptas):</strong> Google Analytics 4, que nos permite saber de forma agregada cuántas personas visitan el sitio y qué
            secciones son útiles. No se carga hasta que pulsas «Aceptar» en el aviso de cookies. Si pulsas «Rechazar», que tiene la misma importancia que
            «Aceptar», no se instala ninguna cookie analítica.
          </li>
        </ul>
        <table>
          <caption>Cookies y almacenamiento utilizados en {siteHost}</caption>
          <thead>
            <tr>
              <th scope="col">Nombre</th>
              <th scope="col">Proveedor</th>
              <th scope="col">Finalidad</th>
              <th scope="col">Duración</th>
              <th scope="col">Tipo</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>comparador:consentimiento:v1</code> (localStorage)
              </td>
              <td>Propia ({siteHost})</td>
              <td>Recordar si has aceptado o rechazado las cookies de analítica, para no volver a preguntarte en cada página.</td>
              <td>Hasta que la borres; te pediremos de nuevo tu elección como máximo cada 24 meses.</td>
              <td>Técnica, exenta de consentimiento</td>
            </tr>
            <tr>
              <td>
                <code>comparador:comparar:v1</code> (localStorage)
              </td>
              <td>Propia ({siteHost})</td>
              <td>Guardar los productos (hasta 3) que has añadido a la comparación, para que se mantengan al recargar la página o abrir otra pestaña.</td>
              <td>Hasta que vacíes la comparación o borres los datos del sitio en tu navegador.</td>
              <td>Técnica, exenta de consentimiento</td>
            </tr>
            <tr>
              <td>
                <code>_ga</code>
              </td>
              <td>Google (Google Analytics 4)</td>
              <td>Distinguir navegadores de forma seudónima para contar visitantes y sesiones.</td>
              <td>2 años</td>
              <td>Analítica de terceros; solo con tu consentimiento</td>
            </tr>
            <tr>
              <td>
                <code>_ga_&lt;ID&gt;</code>
              </td>
              <td>Google (Google Analytics 4)</td>
              <td>Mantener el estado de la sesión en nuestra propiedad de Google Analytics (el sufijo es el identificador de la propiedad).</td>
              <td>2 años</td>
              <td>Analítica de terceros; solo con tu consentimiento</td>
            </tr>
          </tbody>
        </table>
        <p>
          Además, nuestro proveedor de red y seguridad, Cloudflare, puede instalar de forma puntual cookies técnicas de seguridad (por ejemplo,{" "}
          <code>__cf_bm</code> o <code>cf_clearance</code>) cuando necesita distinguir el tráfico legítimo del automatizado. Son necesarias para proteger el
          sitio, están exentas de consentimiento y no se utilizan para analítica ni publicidad.
        </p>
        <p>
          Google Analytics solo se activa en el sitio publicado y nunca antes de tu consentimiento. La información que recoge y su tratamiento por Google se
          explican en nuestra <a href={staticPath("privacy-policy")}>Política de Privacidad</a> y en la{" "}
          <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
            Política de privacidad de Google
          </a>
          .
        </p>
      </section>

      <section>
        <h2>Enlaces a Amazon</h2>
        <p>
          No instalamos cookies de afiliación ni de publicidad. Cuando pulsas un enlace para comprar, el identificador de afiliado viaja en la propia dirección
          del enlace. Una vez en Amazon.es, es Amazon quien instala sus propias cookies, conforme a su aviso de cookies, que puedes gestionar desde su sitio.
        </p>
      </section>

      <section>
        <h2>Cambiar tu elección</h2>
        <p>Puedes aceptar o retirar tu consentimiento en cualquier momento, tan fácilmente como lo diste, con el siguiente control:</p>
        <div id="cookie-preferences">
          <CookiePreferences />
        </div>
        <p>
          Si retiras el consentimiento, dejaremos de cargar Google Analytics en tus siguientes visitas. Las cookies analíticas que ya se hubieran instalado
          pueden eliminarse desde tu navegador, como se explica a continuación.
        </p>
      </section>

      <section>
        <h2>Gestionar las cookies desde el navegador</h2>
        <p>
          También puedes bloquear o borrar las cookies y los datos de los sitios web desde la configuración de tu navegador. Ten en cuenta que, si borras los
          datos de {siteHost}, se vaciará también tu lista de comparación y volveremos a preguntarte por las cookies.
        </p>
        <ul>
          <li>
            <strong>Google Chrome:</strong> Configuración › Privacidad y seguridad › Cookies de terceros; para borrar los datos de un sitio concreto,
            Configuración › Privacidad y seguridad › Configuración de sitios › Ver permisos y datos almacenados en los sitios.
          </li>
          <li>
            <strong>Mozilla Firefox:</strong> Ajustes › Privacidad &amp; Seguridad › Cookies y datos del sitio › Administrar datos.
          </li>
          <li>
            <strong>Safari (Mac):</strong> Safari › Ajustes › Privacidad › Gestionar datos de sitios web. En iPhone y iPad: Ajustes › Apps › Safari › Avanzado ›
            Datos de sitios web.
          </li>
          <li>
            <strong>Microsoft Edge:</strong> Configuración › Cookies y permisos del sitio › Administrar y eliminar cookies y datos del sitio.
          </li>
        </ul>
        <p>Los nombres de los menús pueden variar ligeramente según la versión del navegador; en caso de duda, consulta su ayuda oficial.</p>
      </section>

      <section>
        <h2>Actualizaciones y contacto</h2>
        <p>
          Revisaremos esta política cuando cambien las cookies que utilizamos y actualizaremos la tabla y la fecha de esta página. Si añadimos cookies que
          requieran consentimiento, te lo pediremos de nuevo. Para cualquier duda, escríbenos a {mail}.
        </p>
      </section>
    </>
  );
}
