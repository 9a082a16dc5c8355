import { getChoseong } from 'es-hangul';

/** 초성 of a name without spaces or non-Hangul characters: `행복한 요양센터 A` → `ㅎㅂㅎㅇㅇㅅㅌ`. */
export const nameChoseong = (name: string) => getChoseong(name).replace(/\s/g, '');
