/** The median and lower quartile of ascending scores (nearest rank): the bars 'calidad-precio' and 'económico' must clear (guide-rules.ts). */
export const medianScore = (ascending: readonly number[]): number => ascending[Math.max(0, Math.ceil(ascending.length * 0.5) - 1)];
export const lowerQuartile = (ascending: readonly number[]): number => ascending[Math.max(0, Math.ceil(ascending.length * 0.25) - 1)];
