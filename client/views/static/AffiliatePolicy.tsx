import type { StaticPageProps } from "./types";
import { staticPath } from "../../../shared/routes";

/** Política de Afiliados (Programa de Afiliados de Amazon EU). */
export default function AffiliatePolicy({ siteHost, contactEmail, owner }: StaticPageProps) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <p>Última actualización: 21 de noviembre de 2026</p>
      <p>
        <strong>En calidad de Afiliado de Amazon, obtengo ingresos por las compras adscritas que cumplen los requisitos aplicables.</strong>
      </p>
      <p>
        {owner.name}, titular de {siteHost}, participa en el Programa de Afiliados de Amazon EU, un programa de publicidad para afiliados diseñado para ofrecer
        a sitios web un modo de obtener comisiones por publicidad, publicitando e incluyendo enlaces a Amazon.es. En esta página te contamos con total
        transparencia cómo funciona y por qué no afecta a nuestras valoraciones.
      </p>

      <section>
        <h2>Cómo nos financiamos</h2>
        <p>
          Comparador Tecnológico es gratuito, no tiene registro ni suscripciones y no muestra banners publicitarios. Los botones para ver un producto o
          comprarlo en Amazon.es son enlaces de afiliado: incluyen en la dirección un identificador que permite a Amazon saber que llegaste desde nuestro sitio.
        </p>
        <p>
          Si después de pulsar uno de esos enlaces realizas una compra que cumple los requisitos del programa, Amazon nos abona una comisión, que es un
          porcentaje del importe de la compra variable según la categoría del producto. Amazon decide qué compras dan derecho a comisión, durante cuánto tiempo
          después del clic y en qué cuantía, conforme a las condiciones de su programa, que puedes consultar en{" "}
          <a href="https://afiliados.amazon.es/" target="_blank" rel="noopener noreferrer">
            afiliados.amazon.es
          </a>
          .
        </p>
        <p>Amazon no nos comunica quién ha comprado ni ningún dato que te identifique: solo recibimos informes agregados de pedidos y comisiones.</p>
      </section>

      <section>
        <h2>Sin coste adicional para ti</h2>
        <p>
          La comisión la paga Amazon. Comprar a través de nuestros enlaces no te cuesta ni un céntimo más: el precio, los gastos de envío, las condiciones de
          devolución y las garantías son exactamente los mismos que si entraras en Amazon.es directamente. El contrato de compra se celebra entre tú y Amazon o
          el vendedor externo que ofrezca el producto, sin intervención nuestra.
        </p>
      </section>

      <section>
        <h2>Independencia de las puntuaciones</h2>
        <p>Las comisiones no cambian nunca nuestras puntuaciones, análisis ni clasificaciones. Este compromiso se concreta en varias reglas:</p>
        <ul>
          <li>
            La puntuación general (0–100), la de los expertos (0–10), la de los usuarios (0–10), la comparación con el mercado y las puntuaciones por categoría
            se calculan a partir de especificaciones, análisis y opiniones, según el método descrito en <a href={staticPath("how-it-works")}>Cómo Funciona</a>.
            La comisión no forma parte de ese cálculo.
          </li>
          <li>
            El orden de los listados depende solo de la opción que elijas: relevancia (popularidad en la tienda o coincidencia con tu búsqueda), precio,
            puntuación o novedad. Ningún producto aparece antes por generar más comisión.
          </li>
          <li>Los productos relacionados se eligen por similitud técnica y de precio, nunca por su rentabilidad para nosotros.</li>
          <li>
            Ningún fabricante, marca ni tienda puede pagar por aparecer en el sitio, por mejorar su puntuación ni por ocupar una posición destacada. Si algún
            día publicamos contenido patrocinado, lo identificaremos claramente como tal.
          </li>
          <li>Incluimos en los análisis los contras de cada producto aunque eso pueda reducir las ventas.</li>
        </ul>
      </section>

      <section>
        <h2>Cómo identificamos los enlaces</h2>
        <p>
          Todos los enlaces de afiliado llevan el atributo <code>rel="sponsored"</code>, que indica a los buscadores que se trata de enlaces comerciales, y
          abren Amazon.es en una pestaña nueva. Además, esta declaración está enlazada desde el pie de todas las páginas del sitio.
        </p>
      </section>

      <section>
        <h2>Precios y el precio más bajo de los últimos 30 días</h2>
        <p>
          Los precios proceden de Amazon.es y los actualizamos a diario. Aun así, Amazon puede cambiarlos en cualquier momento, por lo que el precio que aparece
          en la tienda al completar la compra es el único válido. Cada ficha indica cuándo se comprobó el precio por última vez.
        </p>
        <p>
          Cuando un producto está rebajado, mostramos junto al precio actual el precio más bajo que ha tenido en los 30 días anteriores, según nuestro historial
          diario. Es el mismo criterio que fija el artículo 20 de la Ley 7/1996, de Ordenación del Comercio Minorista, en la redacción dada por el Real
          Decreto-ley 24/2021, para el «precio anterior» de los anuncios de reducción de precio. Así puedes comprobar si un descuento es real y no un precio
          inflado justo antes de una oferta. El historial de precios de cada producto está disponible en su ficha.
        </p>
      </section>

      <section>
        <h2>Marcas y contacto</h2>
        <p>
          Amazon y el logotipo de Amazon son marcas registradas de Amazon.com, Inc. o de sus filiales. Comparador Tecnológico es un servicio independiente y no
          está patrocinado ni respaldado por Amazon.
        </p>
        <p>Si tienes preguntas sobre esta política o crees que algún enlace no funciona correctamente, escríbenos a {mail}.</p>
      </section>
    </>
  );
}
