/** Fields of a row of `CompiledBoard.sow` (one row per direction, source and pile size). */
export const SOW_A = 0;
export const SOW_B = 1;
export const SOW_C = 2;
export const SOW_D = 3;
export const SOW_PITS = 4;
export const SOW_STOP = 5;
export const SOW_GAIN = 6;
export const SOW_FIELDS = 8;
