import type { StaticPageProps } from "./types";
import { staticPath } from "../../../shared/routes";

/** Aviso Legal (art. 10 LSSI-CE). */
export default function LegalNotice({ siteHost, contactEmail, owner }: StaticPageProps) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <p>Última actualización: 21 de noviembre de 2026</p>

      <section>
        <h2>1. Datos identificativos del titular</h2>
        <p>
          En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE),
          se informa de los datos del titular del sitio web {siteHost}:
        </p>
        <dl>
          <dt>Titular</dt>
          <dd>{owner.name}</dd>
          <dt>NIF</dt>
          <dd>{owner.taxId}</dd>
          <dt>Domicilio social</dt>
          <dd>{owner.address}</dd>
          <dt>Datos registrales</dt>
          <dd>{owner.registry}</dd>
          <dt>Correo electrónico de contacto</dt>
          <dd>{mail}</dd>
          <dt>Sitio web</dt>
          <dd>{siteHost}</dd>
        </dl>
        <p>La actividad del sitio no está sujeta a un régimen de autorización administrativa previa ni se ejerce como profesión regulada.</p>
      </section>

      <section>
        <h2>2. Objeto del sitio</h2>
        <p>
          Comparador Tecnológico es un servicio gratuito de información y comparación de productos de electrónica de consumo dirigido al público de España.
          Muestra fichas y análisis de los productos más vendidos en ocho categorías, con especificaciones, puntuaciones, precios y enlaces a Amazon.es. El
          titular no vende productos: la compra se realiza siempre en la tienda enlazada. Algunos enlaces son de afiliado, tal y como se explica en la{" "}
          <a href={staticPath("affiliate-policy")}>Política de Afiliados</a>.
        </p>
      </section>

      <section>
        <h2>3. Condiciones de uso</h2>
        <p>
          El acceso al sitio es libre y no requiere registro. La navegación atribuye la condición de usuario e implica la aceptación de este aviso legal y de
          los <a href={staticPath("terms-conditions")}>Términos y Condiciones</a>. El usuario se compromete a hacer un uso diligente y lícito del sitio y de sus
          contenidos y, en particular, a no emplearlos para actividades contrarias a la ley, a la buena fe o al orden público, a no dañar ni sobrecargar los
          sistemas del sitio y a no extraer de forma masiva o automatizada su contenido.
        </p>
        <p>
          El tratamiento de datos personales se rige por la <a href={staticPath("privacy-policy")}>Política de Privacidad</a>, y el uso de cookies y
          almacenamiento local, por la <a href={staticPath("cookie-policy")}>Política de Cookies</a>.
        </p>
      </section>

      <section>
        <h2>4. Propiedad intelectual e industrial</h2>
        <p>
          Los contenidos propios del sitio (textos, análisis, puntuaciones, metodología, selección y disposición de la base de datos, diseño gráfico y código
          fuente) son titularidad de {owner.name} o se utilizan con autorización de sus titulares, y están protegidos por el Real Decreto Legislativo 1/1996, de
          12 de abril, por el que se aprueba el texto refundido de la Ley de Propiedad Intelectual, y por la normativa de propiedad industrial.
        </p>
        <p>
          Queda prohibida su reproducción, distribución, comunicación pública, transformación o extracción sustancial sin autorización previa y por escrito,
          salvo los usos permitidos por la ley, como la cita con indicación de la fuente. Las marcas, logotipos e imágenes de los productos pertenecen a sus
          respectivos titulares y se reproducen con fines exclusivamente informativos e identificativos, sin que su presencia implique relación, patrocinio o
          recomendación por su parte.
        </p>
        <p>Si consideras que algún contenido del sitio vulnera tus derechos, comunícanoslo a {mail} y lo revisaremos con la mayor rapidez.</p>
      </section>

      <section>
        <h2>5. Exclusión de garantías y responsabilidad</h2>
        <p>
          La información del sitio se elabora con ayuda de herramientas de inteligencia artificial y se revisa por nuestro equipo, pero tiene carácter
          orientativo. El titular no garantiza que las especificaciones, puntuaciones, precios o disponibilidad sean exactos, completos o actuales en todo
          momento, ya que dependen de fuentes externas y cambian con frecuencia. El precio y las condiciones válidos son los que muestra la tienda al completar
          la compra.
        </p>
        <p>El titular no se hace responsable, en la medida permitida por la legislación vigente, de:</p>
        <ul>
          <li>
            las interrupciones, errores o fallos técnicos del sitio ajenos a su control, aunque adoptará las medidas razonables para evitarlos y corregirlos;
          </li>
          <li>las decisiones que el usuario adopte basándose exclusivamente en la información del sitio;</li>
          <li>la presencia de virus u otros elementos dañinos introducidos por terceros, pese a las medidas de seguridad adoptadas;</li>
          <li>los contenidos, productos, servicios y políticas de los sitios de terceros enlazados, incluida Amazon.es.</li>
        </ul>
        <p>
          De acuerdo con el artículo 17 de la LSSI-CE, el titular solo responderá de los contenidos enlazados si tiene conocimiento efectivo de su ilicitud y no
          actúa con diligencia para suprimir o inutilizar el enlace. Esta cláusula no limita los derechos que la normativa de consumidores y usuarios reconoce a
          los usuarios que tengan esa condición.
        </p>
      </section>

      <section>
        <h2>6. Enlaces al sitio</h2>
        <p>
          Se permite enlazar a cualquier página del sitio siempre que el enlace no sugiera una relación inexistente con el titular, no reproduzca los contenidos
          como propios ni los muestre dentro de marcos de otro sitio, y no se incluya en páginas con contenidos ilícitos.
        </p>
      </section>

      <section>
        <h2>7. Modificaciones</h2>
        <p>
          El titular puede modificar en cualquier momento la configuración, los contenidos y este aviso legal. Los cambios se aplicarán desde su publicación en
          esta página, que indicará siempre la fecha de la última actualización.
        </p>
      </section>

      <section>
        <h2>8. Legislación aplicable y jurisdicción</h2>
        <p>
          Este aviso legal se rige por la legislación española. Para la resolución de cualquier controversia, cuando el usuario tenga la condición de consumidor
          serán competentes los juzgados y tribunales de su domicilio; en los demás casos, los del domicilio social del titular, salvo que la ley disponga otra
          cosa.
        </p>
      </section>
    </>
  );
}
