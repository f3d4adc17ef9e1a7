import { LANGUAGE_STORAGE_KEY } from "~/domain/language";

/**
 * On the English home page, a browser that has never been here and asks for Kiswahili before
 * English is taken to the Kiswahili home page, once: the language is remembered either way.
 * A script rather than the server's Accept-Language, so the page stays one copy for everyone.
 */
const SCRIPT = `try{if(!localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})){var l="en",n=navigator.languages||[navigator.language];for(var i=0;i<n.length;i++){var p=String(n[i]).toLowerCase().split(/[-_]/)[0];if(p==="en"||p==="sw"){l=p;break}}localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)},l);if(l==="sw")location.replace("/sw"+location.search)}}catch(e){}`;

export function FirstVisitLanguage() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
