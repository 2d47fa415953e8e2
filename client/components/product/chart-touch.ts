/** The part of a uPlot chart this needs: its plotting area and its cursor. */
interface TouchableChart {
  over: HTMLElement;
  setCursor(position: { left: number; top: number }): void;
}

/**
 * uPlot follows the mouse only. A finger touching or sliding along the chart moves its cursor too,
 * so a phone shows the date and price under the finger. The plotting area lets the page scroll
 * vertically (styles.css: touch-action: pan-y) and keeps horizontal slides for the chart.
 * Returns the function that stops listening.
 */
export function followTouch(chart: TouchableChart): () => void {
  const move = (event: PointerEvent) => {
    if (event.pointerType === "mouse") return; // uPlot's own handlers
    const box = chart.over.getBoundingClientRect();
    chart.setCursor({ left: Math.min(Math.max(event.clientX - box.left, 0), box.width), top: Math.min(Math.max(event.clientY - box.top, 0), box.height) });
  };
  chart.over.addEventListener("pointerdown", move);
  chart.over.addEventListener("pointermove", move);
  return () => {
    chart.over.removeEventListener("pointerdown", move);
    chart.over.removeEventListener("pointermove", move);
  };
}
