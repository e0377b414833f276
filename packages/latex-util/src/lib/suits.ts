/**
 * The suit symbols `escapeLatex` writes (`♠` → `\BS{}`): Zapf Dingbats
 * (pifont), in the colours of bml.tex, for a preamble. Only packages of
 * Debian's texlive-latex-base and texlive-latex-recommended are loaded.
 */
export const suitMacros = String.raw`\RequirePackage[dvipsnames]{xcolor}
\RequirePackage{pifont}
\DeclareRobustCommand{\BC}{\textcolor{OliveGreen}{\ding{168}}}
\DeclareRobustCommand{\BD}{\textcolor{RedOrange}{\ding{169}}}
\DeclareRobustCommand{\BH}{\textcolor{Red}{\ding{170}}}
\DeclareRobustCommand{\BS}{\textcolor{Blue}{\ding{171}}}
`
