/** Adopting local accounts discovered on Linux hosts (docs/coffer.md "Adopting accounts"). */
export {};
