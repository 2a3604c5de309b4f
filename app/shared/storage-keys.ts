// Keys of what the browser keeps in localStorage (spec §3 "Stored locally").
export const LOCALE_STORAGE_KEY = "fanchant.locale";
