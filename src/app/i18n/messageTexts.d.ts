/** Built by build/messageTexts.ts from src/shared/messages/index.ts. */
declare module 'virtual:message-texts/sign-in/zh' {
  export const texts: Record<string, string>;
}
declare module 'virtual:message-texts/sign-in/en' {
  export const texts: Record<string, string>;
}
declare module 'virtual:message-texts/all' {
  export const all: { zh: Record<string, string>; en: Record<string, string> };
}
