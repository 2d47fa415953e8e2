import type { StaticPageProps } from "./types";
import { staticPath } from "../../../shared/routes";

/** Centro de Ayuda: preguntas frecuentes. */
export default function Help({ siteHost, contactEmail }: StaticPageProps) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <p>
        Aquí encontrarás respuestas rápidas sobre cómo usar {siteHost}: buscar y filtrar productos, compararlos, entender las puntuaciones y los precios. Si tu
        duda no aparece, escríbenos a {mail}.
      </p>

      <section>
        <h2>Encontrar productos</h2>
        <details>
          <summary>¿Cómo filtro los productos de una categoría?</summary>
          <p>
            Entra en una categoría (por ejemplo, Televisores o Auriculares) y usa el panel de filtros. Los filtros básicos son la marca, el rango de precio y el
            año de lanzamiento. Debajo tienes las especificaciones principales de cada categoría, como el tamaño de pantalla y la resolución en los televisores
            o el procesador y la memoria en los portátiles; las especificaciones técnicas más detalladas; el segmento de precio y las características
            adicionales.
          </p>
          <p>
            Los filtros se combinan entre sí y junto a cada opción verás cuántos productos la cumplen. Los filtros aplicados se guardan en la dirección de la
            página, así que puedes guardarla en favoritos o compartirla y se abrirá con la misma selección. Para empezar de nuevo, quita los filtros uno a uno o
            pulsa «Limpiar» para borrarlos todos a la vez.
          </p>
        </details>
        <details>
          <summary>¿Cómo busco un modelo concreto?</summary>
          <p>
            Escribe en el buscador de la categoría la marca, el modelo o ambos, por ejemplo «Sony WH» o «Galaxy S». La búsqueda empieza cuando escribes al menos
            3 caracteres y se actualiza al dejar de teclear. No distingue mayúsculas de minúsculas ni tiene en cuenta las tildes. Primero aparecen las
            coincidencias exactas con el modelo o la marca y después las que empiezan por lo que has escrito. La búsqueda se combina con los filtros activos.
          </p>
        </details>
        <details>
          <summary>¿En qué orden se muestran los productos?</summary>
          <p>
            Por defecto, por relevancia: sin búsqueda, primero los más populares en la tienda según el número de valoraciones y su nota media; con búsqueda, los
            que mejor coinciden con lo que has escrito. También puedes ordenar por precio, de menor a mayor o de mayor a menor, por mejor puntuación o por los
            más recientes.
          </p>
        </details>
      </section>

      <section>
        <h2>Comparar productos</h2>
        <details>
          <summary>¿Cómo comparo productos?</summary>
          <p>
            Pulsa el botón de comparar en la tarjeta de un producto para añadirlo a la comparación. Puedes comparar hasta 3 productos a la vez; si ya tienes 3,
            quita uno para añadir otro. El botón «Comparar» de la cabecera muestra cuántos llevas elegidos: cuando tengas al menos dos, pulsa «Comparar 2
            productos» (o 3) en su desplegable para verlos lado a lado, con sus puntuaciones, especificaciones y precios.
          </p>
          <p>
            La lista se guarda solo en tu navegador, de modo que se mantiene si recargas la página o abres otra pestaña, pero no pasa a otro dispositivo. Si
            quieres enseñársela a alguien, comparte el enlace de la página de comparación, que incluye los productos elegidos.
          </p>
        </details>
      </section>

      <section>
        <h2>Puntuaciones</h2>
        <details>
          <summary>¿Qué significan las puntuaciones?</summary>
          <ul>
            <li>
              <strong>Puntuación general (0–100):</strong> nuestra valoración global del producto dentro de su categoría.
            </li>
            <li>
              <strong>Expertos (0–10):</strong> síntesis de los análisis publicados por medios especializados.
            </li>
            <li>
              <strong>Usuarios (0–10):</strong> síntesis de las opiniones de compradores.
            </li>
            <li>
              <strong>Valoración en Amazon (1–5 estrellas):</strong> la media que muestra la tienda, junto al número de valoraciones.
            </li>
            <li>
              <strong>Comparación con el mercado (−50 a +50):</strong> cuánto destaca el producto frente a la media de su categoría; 0 es la media, los valores
              positivos indican que está por encima y los negativos, por debajo.
            </li>
            <li>
              <strong>Puntuaciones por categoría (0–100):</strong> notas por aspectos concretos, como la calidad de imagen de un televisor o la cancelación de
              ruido de unos auriculares, además de la relación calidad-precio.
            </li>
            <li>
              <strong>Segmento de precio:</strong> Económico, Gama Media, Premium o Gama Alta.
            </li>
          </ul>
          <p>
            Tienes el detalle de cómo se calcula cada una en <a href={staticPath("how-it-works")}>Cómo Funciona</a>.
          </p>
        </details>
        <details>
          <summary>¿Las comisiones de afiliado influyen en las puntuaciones?</summary>
          <p>
            No. Las puntuaciones y el orden de los productos no dependen en ningún caso de las comisiones. Lo explicamos en la{" "}
            <a href={staticPath("affiliate-policy")}>Política de Afiliados</a>.
          </p>
        </details>
      </section>

      <section>
        <h2>Precios y datos</h2>
        <details>
          <summary>¿Por qué el precio ha cambiado o es distinto en la tienda?</summary>
          <p>
            Los precios de Amazon.es cambian con frecuencia, a veces varias veces al día, por ofertas, existencias o cambios de vendedor. Nosotros los
            actualizamos a diario e indicamos en cada ficha cuándo se comprobó el precio por última vez. Si el precio de la tienda no coincide con el nuestro,
            el válido es siempre el de la tienda en el momento de la compra.
          </p>
        </details>
        <details>
          <summary>¿Qué es el precio más bajo de los últimos 30 días?</summary>
          <p>
            Es el precio mínimo que ha tenido el producto en los 30 días anteriores según nuestro historial diario de precios. Lo mostramos junto a las rebajas
            porque la normativa española de comercio minorista toma ese precio como «precio anterior» de referencia en los anuncios de reducción de precio. Te
            sirve para saber si un descuento es real: si el precio actual no está por debajo de ese mínimo, la oferta no es tan buena como parece. En la ficha
            también puedes consultar el historial de precios completo.
          </p>
        </details>
        <details>
          <summary>¿Cómo y cada cuánto se actualizan los datos?</summary>
          <p>
            A diario. Cada día revisamos los productos más vendidos de cada categoría, actualizamos precios y disponibilidad, incorporamos novedades y
            recalculamos las puntuaciones cuando hay información nueva. Las especificaciones se extraen con inteligencia artificial y se revisan antes de
            publicarse. Si detectas un dato erróneo, avísanos y lo corregiremos.
          </p>
        </details>
      </section>

      <section>
        <h2>Privacidad y contacto</h2>
        <details>
          <summary>¿Qué cookies usáis?</summary>
          <p>
            Solo las imprescindibles para recordar tu lista de comparación y tu elección sobre las cookies, guardadas en tu navegador, y Google Analytics si lo
            aceptas. No hay publicidad ni cuentas de usuario. Puedes cambiar tu elección en cualquier momento en la{" "}
            <a href={staticPath("cookie-policy")}>Política de Cookies</a>.
          </p>
        </details>
        <details>
          <summary>¿Tengo que registrarme o pagar algo?</summary>
          <p>
            No. El sitio es gratuito y no tiene cuentas de usuario. La compra se hace directamente en Amazon.es, al mismo precio que si entraras en la tienda
            por tu cuenta.
          </p>
        </details>
        <details>
          <summary>¿Cómo contacto con vosotros?</summary>
          <p>
            Escríbenos a {mail} para consultas, sugerencias, errores en los datos o cuestiones de privacidad. Para problemas con un pedido, como envíos,
            devoluciones o garantías, contacta directamente con Amazon o con el vendedor, porque nosotros no gestionamos las compras.
          </p>
        </details>
      </section>
    </>
  );
}
