/** Element ids shared by the worker's document shell and the browser entry. */
export const ROOT_ID = "root";
export const PAYLOAD_ID = "__PAGE_DATA__";
