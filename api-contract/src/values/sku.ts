/** The CSV a person may import at once (bytes of text): the import dialog refuses a bigger file before sending it. */
export const SKU_IMPORT_MAX_BYTES = 1_000_000;
export const SKU_IMPORT_MAX_LINES = 5_000;
