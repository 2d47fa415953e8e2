import type { StaticPageProps } from "./types";
import { staticPath } from "../../../shared/routes";

/** Cómo Funciona: del catálogo a las puntuaciones y los precios. */
export default function HowItWorks({ siteHost, contactEmail }: StaticPageProps) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <p>
        En {siteHost} combinamos inteligencia artificial y revisión humana para convertir cientos de fichas técnicas, análisis y precios en comparaciones
        claras. Estos son los pasos que sigue cada producto hasta llegar a tu pantalla.
      </p>

      <section>
        <h2>1. Selección de los productos más vendidos</h2>
        <p>
          Partimos de los productos más vendidos en Amazon.es en cada una de nuestras ocho categorías: Televisores, Portátiles, Móviles, Tablets, Auriculares,
          Cámaras, Smartwatches y Altavoces. Así nos centramos en lo que la gente compra de verdad en España. La selección se revisa a diario: incorporamos las
          novedades que entran en las listas de ventas y mantenemos los modelos que siguen siendo relevantes.
        </p>
      </section>

      <section>
        <h2>2. Extracción de especificaciones con IA</h2>
        <p>
          Un sistema de inteligencia artificial lee las fuentes públicas de cada producto, como la ficha del fabricante, la de la tienda y los análisis
          especializados, y extrae sus especificaciones: pantalla, procesador, memoria, batería, conectividad, sonido, cámara y lo que corresponda a cada
          categoría. Después las normaliza a un formato común, con las mismas unidades y nombres, para poder compararlas y filtrarlas.
        </p>
      </section>

      <section>
        <h2>3. Revisión</h2>
        <p>
          Antes de publicar, cada ficha pasa validaciones automáticas: se comprueba que están los campos imprescindibles, que los valores están dentro de rangos
          posibles y que las puntuaciones respetan sus escalas. Los datos que no superan estas comprobaciones no se publican tal cual. Nuestro equipo revisa
          además los casos dudosos, corrige los errores y supervisa los análisis. Si aun así detectas un fallo, escríbenos a {mail}.
        </p>
      </section>

      <section>
        <h2>4. Puntuaciones</h2>
        <p>Cada producto tiene varias puntuaciones que miden cosas distintas. Es útil mirarlas juntas:</p>
        <dl>
          <dt>Puntuación general (0–100)</dt>
          <dd>
            Nuestra valoración global del producto dentro de su categoría. Resume en una cifra las puntuaciones por categoría y las valoraciones de expertos y
            usuarios, teniendo en cuenta lo que más importa en cada tipo de producto. Si un producto aún no tiene puntuación general, al ordenar por puntuación
            usamos la de los expertos convertida a la escala 0–100.
          </dd>
          <dt>Puntuación de expertos (0–10)</dt>
          <dd>Síntesis de los análisis publicados por medios especializados, llevada a una escala común de 0 a 10.</dd>
          <dt>Puntuación de usuarios (0–10)</dt>
          <dd>Síntesis de las opiniones de compradores, también en una escala de 0 a 10, que refleja la experiencia de uso real.</dd>
          <dt>Valoración en Amazon (1–5)</dt>
          <dd>La nota media en estrellas que muestra Amazon.es, junto al número de valoraciones. La reproducimos tal cual, sin modificarla.</dd>
          <dt>Comparación con el mercado (−50 a +50)</dt>
          <dd>
            Indica cuánto destaca el producto frente a la media de su categoría. Un 0 equivale a la media; los valores positivos, a un producto por encima de
            ella, y los negativos, por debajo.
          </dd>
          <dt>Puntuaciones por categoría (0–100)</dt>
          <dd>
            Notas por aspectos propios de cada tipo de producto. En un televisor, por ejemplo: calidad de imagen, brillo y HDR, sonido, gaming, Smart TV y
            relación calidad-precio; en unos auriculares: calidad de sonido, cancelación de ruido, comodidad, autonomía, conectividad y llamadas.
          </dd>
          <dt>Segmento de precio</dt>
          <dd>
            Sitúa el producto en Económico, Gama Media, Premium o Gama Alta según su precio dentro de la categoría. Sirve para comparar productos de un mismo
            nivel.
          </dd>
        </dl>
        {/* Reflowed, the text would split into other text nodes and change the page's HTML. */}
        {/* prettier-ignore */}
        <p>
          Las comisiones de afiliado no forman parte de ninguno de estos cálculos. Lo explicamos en la <a href={staticPath("affiliate-policy")}>Política de Afiliados</a>.
        </p>
      </section>

      <section>
        <h2>5. Productos relacionados</h2>
        <p>En cada ficha te proponemos alternativas en dos listas:</p>
        <ul>
          <li>
            <strong>Especificaciones Similares:</strong> asignamos puntos por las coincidencias en las características clave de la categoría, como el tamaño, la
            resolución, el tipo de panel y la frecuencia de refresco en los televisores, o el tipo de sensor, la resolución y la montura en las cámaras. Los
            productos de la misma marca restan un punto, para que veas también opciones de otros fabricantes, y a igualdad de puntos aparece antes el de precio
            más cercano.
          </li>
          <li>
            <strong>Rango de Precio Similar:</strong> productos del mismo segmento de precio o, si no lo tiene asignado, con un precio como máximo un 40 %
            superior o inferior. Aparecen primero los de otras marcas, ordenados por cercanía de precio.
          </li>
        </ul>
      </section>

      <section>
        <h2>6. Precios actualizados a diario</h2>
        <p>
          Comprobamos cada día el precio y la disponibilidad de todos los productos en Amazon.es y guardamos un registro diario con el que construimos el
          historial de precios que ves en cada ficha. Junto al precio indicamos cuándo se comprobó por última vez. Como las tiendas pueden cambiar sus precios
          en cualquier momento, el precio válido es siempre el que aparece en la tienda al comprar.
        </p>
      </section>

      <section>
        <h2>7. El precio más bajo de los últimos 30 días</h2>
        <p>
          Con el historial diario calculamos el precio más bajo registrado en los últimos 30 días y lo mostramos junto a las rebajas. Es la referencia que
          utiliza el artículo 20 de la Ley 7/1996, de Ordenación del Comercio Minorista, modificado por el Real Decreto-ley 24/2021, para el «precio anterior»
          de los anuncios de reducción de precio. Te permite saber si un descuento es real o si el producto ya estuvo más barato hace poco.
        </p>
      </section>

      <section>
        <h2>8. Comparaciones</h2>
        <p>
          Puedes añadir hasta 3 productos a la comparación y verlos lado a lado en una tabla con sus puntuaciones, especificaciones y precios. La lista se
          guarda solo en tu navegador y el enlace de la página de comparación incluye los productos elegidos, así que puedes compartirlo. Si tienes dudas sobre
          cómo usar el comparador, consulta el <a href={staticPath("help")}>Centro de Ayuda</a>.
        </p>
      </section>
    </>
  );
}
