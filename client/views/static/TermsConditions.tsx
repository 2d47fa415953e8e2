import type { StaticPageProps } from "./types";
import { categoryCountText, categoryNamesText } from "../../../shared/categories";
import { staticPath } from "../../../shared/routes";

/** Términos y Condiciones de uso. */
export default function TermsConditions({ siteHost, contactEmail, owner }: StaticPageProps) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <p>Última actualización: 21 de noviembre de 2026</p>

      <section>
        <h2>1. Objeto y aceptación</h2>
        <p>
          Estos términos regulan el acceso y el uso del sitio web {siteHost} («Comparador Tecnológico»), del que es titular {owner.name}, con NIF {owner.taxId}{" "}
          y domicilio en {owner.address}
          {`. El sitio ofrece, de forma gratuita y sin registro, fichas de producto, análisis, puntuaciones, filtros y comparativas de electrónica de consumo en ${categoryCountText()} categorías: ${categoryNamesText()}.`}
        </p>
        {/* Reflowed, the text would split into other text nodes and change the page's HTML. */}
        {/* prettier-ignore */}
        <p>
          Al navegar por el sitio aceptas estos términos. Si no estás de acuerdo con ellos, te rogamos que no lo utilices. Completan estos términos el{" "}
          <a href={staticPath("legal-notice")}>Aviso Legal</a>, la <a href={staticPath("privacy-policy")}>Política de Privacidad</a>, la <a href={staticPath("cookie-policy")}>Política de Cookies</a>{" "}
          y la <a href={staticPath("affiliate-policy")}>Política de Afiliados</a>.
        </p>
      </section>

      <section>
        <h2>2. Uso del sitio</h2>
        <p>
          Puedes consultar, filtrar, buscar y comparar productos para tu uso personal. Te comprometes a utilizar el sitio de buena fe y conforme a la ley y, en
          particular, a no:
        </p>
        <ul>
          <li>extraer o reutilizar de forma sistemática el contenido o la base de datos del sitio mediante robots, scrapers u otros medios automatizados;</li>
          <li>realizar acciones que puedan dañar, sobrecargar o impedir el funcionamiento normal del sitio o de sus sistemas de seguridad;</li>
          <li>manipular los enlaces del sitio o generar clics o compras artificiales;</li>
          <li>utilizar el sitio para fines ilícitos o que lesionen derechos de terceros.</li>
        </ul>
      </section>

      <section>
        <h2>3. Carácter orientativo de la información</h2>
        <p>
          Seleccionamos los productos más vendidos de cada categoría y extraemos sus especificaciones con ayuda de inteligencia artificial a partir de fuentes
          públicas, como las fichas de los fabricantes y de las tiendas; después el equipo editorial revisa los datos. Las puntuaciones son valoraciones propias
          elaboradas según el método descrito en <a href={staticPath("how-it-works")}>Cómo Funciona</a>.
        </p>
        <p>
          Aunque actualizamos la información a diario y corregimos los errores que detectamos, los fabricantes pueden cambiar sus productos sin aviso y los
          datos pueden contener inexactitudes. Toda la información tiene carácter orientativo y no constituye una oferta comercial ni un asesoramiento
          profesional. Antes de comprar, comprueba las características que sean decisivas para ti en la ficha de la tienda o del fabricante.
        </p>
      </section>

      <section>
        <h2>4. Precios, disponibilidad y compra</h2>
        <p>
          Los precios y la disponibilidad que mostramos son los que figuraban en la tienda en la última comprobación, cuya fecha indicamos en cada ficha, y
          pueden haber cambiado desde entonces. El precio válido es siempre el que aparece en la tienda en el momento de la compra.
        </p>
        <p>
          {owner.name} no vende productos ni interviene en la compraventa. Cuando sigues un enlace a Amazon.es, el contrato se celebra directamente entre tú y
          Amazon o el vendedor externo que ofrezca el producto, conforme a sus propias condiciones. El pago, el envío, el desistimiento, las devoluciones y la
          garantía legal de conformidad que te reconoce el texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios (Real Decreto
          Legislativo 1/2007) corresponden a ese vendedor, ante quien debes dirigir cualquier reclamación sobre el pedido.
        </p>
      </section>

      <section>
        <h2>5. Enlaces de afiliado</h2>
        <p>
          Participamos en el Programa de Afiliados de Amazon EU. Si compras tras pulsar uno de nuestros enlaces, podemos recibir una comisión sin que pagues
          nada más por ello. Las comisiones no influyen en las puntuaciones ni en el orden de los productos. Encontrarás todos los detalles en la{" "}
          <a href={staticPath("affiliate-policy")}>Política de Afiliados</a>.
        </p>
      </section>

      <section>
        <h2>6. Propiedad intelectual e industrial</h2>
        <p>
          Los textos, análisis, puntuaciones, diseño, código y la base de datos del sitio pertenecen a {owner.name} o a sus licenciantes y están protegidos por
          el texto refundido de la Ley de Propiedad Intelectual (Real Decreto Legislativo 1/1996), incluido el derecho sui generis sobre las bases de datos.
          Puedes citar fragmentos breves indicando la fuente y enlazando a la página correspondiente; cualquier otra reproducción, distribución, comunicación
          pública o transformación requiere nuestra autorización previa por escrito.
        </p>
        <p>
          Las marcas, los nombres comerciales y las imágenes de producto pertenecen a sus respectivos titulares y se muestran únicamente para identificar los
          productos analizados, sin que ello implique patrocinio ni relación con ellos.
        </p>
      </section>

      <section>
        <h2>7. Responsabilidad</h2>
        <p>
          Trabajamos para que el sitio esté disponible y la información sea correcta, pero no podemos garantizar la ausencia de interrupciones o de errores. En
          la medida permitida por la ley, no respondemos de los daños derivados de decisiones de compra tomadas solo a partir de la información del sitio, de
          cambios de precio o de disponibilidad en la tienda, ni del contenido y funcionamiento de los sitios de terceros a los que enlazamos, sobre los que no
          tenemos control.
        </p>
        <p>
          Nada de lo previsto en estos términos limita la responsabilidad que no pueda excluirse legalmente, como la derivada de dolo o culpa grave, ni los
          derechos que la normativa de consumo te reconoce.
        </p>
      </section>

      <section>
        <h2>8. Cambios en el sitio y en los términos</h2>
        <p>
          Podemos modificar, ampliar o suspender el sitio o cualquiera de sus secciones y actualizar estos términos. La versión vigente será siempre la
          publicada en esta página, con su fecha de actualización, y se aplicará a partir de su publicación.
        </p>
      </section>

      <section>
        <h2>9. Legislación aplicable y jurisdicción</h2>
        <p>
          Estos términos se rigen por la legislación española. Si actúas como consumidor, serán competentes los juzgados y tribunales de tu domicilio, conforme
          a la normativa de protección de los consumidores y usuarios. En los demás casos, las partes se someten a los juzgados y tribunales del domicilio del
          titular del sitio.
        </p>
      </section>

      <section>
        <h2>10. Resolución de conflictos de consumo</h2>
        <p>
          La plataforma europea de resolución de litigios en línea (ODR) dejó de funcionar el 20 de julio de 2025, tras su supresión por el Reglamento (UE)
          2024/3228, por lo que ya no puede utilizarse. Si tienes una queja sobre el sitio, escríbenos primero a {mail}: intentaremos resolverla de forma
          amistosa. Para reclamaciones sobre una compra, dirígete al vendedor y, si no obtienes respuesta satisfactoria, puedes acudir a la oficina municipal de
          información al consumidor (OMIC) de tu localidad, a los servicios de consumo de tu comunidad autónoma o al Sistema Arbitral de Consumo, si el vendedor
          está adherido.
        </p>
      </section>

      <section>
        <h2>11. Contacto</h2>
        <p>Para cualquier duda sobre estos términos puedes escribirnos a {mail}.</p>
      </section>
    </>
  );
}
