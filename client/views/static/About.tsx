import type { StaticPageProps } from "./types";
import { staticPath } from "../../../shared/routes";

/** Sobre Nosotros. */
export default function About({ siteHost, contactEmail, owner }: StaticPageProps) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <section>
        <h2>Nuestra misión</h2>
        <p>
          Elegir un televisor, un portátil o unos auriculares no debería exigir horas de pestañas abiertas, fichas técnicas contradictorias y ofertas que no se
          sabe si lo son. Comparador Tecnológico nace para ayudarte a decidir con datos claros y comparaciones honestas, pensadas para quien compra en España:
          precios en euros de la tienda española, especificaciones de las versiones que se venden aquí y textos escritos en español.
        </p>
        <p>
          Cubrimos ocho categorías de electrónica de consumo (Televisores, Portátiles, Móviles, Tablets, Auriculares, Cámaras, Smartwatches y Altavoces) y nos
          centramos en los productos más vendidos, que son los que de verdad se plantea comprar la mayoría de la gente.
        </p>
      </section>

      <section>
        <h2>Qué encontrarás en {siteHost}</h2>
        <ul>
          <li>Listados por categoría con filtros por marca, precio, especificaciones y segmento de precio, y un buscador por marca o modelo.</li>
          <li>
            Un análisis extenso de cada producto con sus puntos fuertes y débiles, sus especificaciones completas y varias puntuaciones que miden cosas
            distintas.
          </li>
          <li>Comparaciones lado a lado de hasta 3 productos.</li>
          <li>Productos relacionados por similitud técnica y por precio, para que descubras alternativas que quizá no conocías.</li>
          <li>Precios actualizados a diario, con su historial y el precio más bajo de los últimos 30 días para valorar si una oferta merece la pena.</li>
        </ul>
      </section>

      <section>
        <h2>Cómo trabajamos: personas e inteligencia artificial</h2>
        <p>
          Revisar a mano cada día cientos de fichas técnicas y de precios sería inabarcable para cualquier equipo editorial, así que nos apoyamos en la
          inteligencia artificial para las tareas repetitivas: identificar los productos más vendidos, extraer sus especificaciones de fuentes públicas,
          ordenarlas en un formato común que permita compararlas y resumir las opiniones de expertos y usuarios.
        </p>
        <p>
          La inteligencia artificial propone; las personas deciden. Nuestro equipo define los criterios de cada categoría, revisa los datos extraídos, comprueba
          los que resultan incoherentes, corrige los errores y supervisa los análisis antes de publicarlos. Somos conscientes de que la IA puede equivocarse,
          por eso combinamos validaciones automáticas con revisión humana y corregimos rápidamente cualquier fallo que se nos comunique. Explicamos el proceso
          completo en <a href={staticPath("how-it-works")}>Cómo Funciona</a>.
        </p>
      </section>

      <section>
        <h2>Independencia</h2>
        <p>
          Nos financiamos mediante el Programa de Afiliados de Amazon EU: si compras tras pulsar uno de nuestros enlaces, Amazon nos paga una comisión, sin que
          a ti te cueste más. Es lo que nos permite ofrecer el servicio gratis y sin banners de publicidad.
        </p>
        <p>
          Esa fuente de ingresos no decide lo que publicamos. Las comisiones no intervienen en las puntuaciones ni en el orden de los productos, ningún
          fabricante puede pagar por aparecer o por mejorar su nota y no aceptamos productos a cambio de valoraciones favorables. Lo detallamos en la{" "}
          <a href={staticPath("affiliate-policy")}>Política de Afiliados</a>.
        </p>
      </section>

      <section>
        <h2>Nuestros principios editoriales</h2>
        <ol>
          <li>
            <strong>Datos antes que adjetivos.</strong> Cada valoración se apoya en especificaciones verificables y en análisis contrastados, no en el
            entusiasmo del lanzamiento.
          </li>
          <li>
            <strong>Los contras también cuentan.</strong> Todos los análisis incluyen puntos débiles, aunque se trate de un producto que recomendamos.
          </li>
          <li>
            <strong>Mismo criterio para todos.</strong> Los productos de una categoría se puntúan con la misma metodología, sea cual sea su marca o su precio.
          </li>
          <li>
            <strong>Precios transparentes.</strong> Indicamos cuándo se actualizó cada precio y el mínimo de los últimos 30 días, para que no te dejes llevar
            por descuentos aparentes.
          </li>
          <li>
            <strong>Corrección rápida.</strong> Si un dato está mal, lo corregimos en cuanto lo comprobamos, sin importar a quién beneficie.
          </li>
          <li>
            <strong>Privacidad por defecto.</strong> Sin cuentas, sin publicidad personalizada y con la analítica desactivada salvo que la aceptes.
          </li>
        </ol>
      </section>

      <section>
        <h2>Quiénes somos</h2>
        <p>
          Comparador Tecnológico es un proyecto de {owner.name}, con domicilio en {owner.address}. Puedes consultar todos los datos del titular en el{" "}
          <a href={staticPath("legal-notice")}>Aviso Legal</a>.
        </p>
      </section>

      <section>
        <h2>Habla con nosotros</h2>
        <p>
          Nos ayudan mucho tus comentarios: un dato incorrecto, un producto que echas en falta, una función que te gustaría tener o una categoría nueva.
          Escríbenos a {mail} y te responderemos lo antes posible. Si eres fabricante o tienda, también puedes enviarnos correcciones de especificaciones,
          siempre con una fuente verificable; las revisaremos con los mismos criterios que cualquier otro dato.
        </p>
      </section>
    </>
  );
}
