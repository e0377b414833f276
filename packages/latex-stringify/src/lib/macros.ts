/**
 * The macro package of the LaTeX output, this project's own equivalent of
 * bml.tex: the same macro names (`\BC` … `\BS`, `\pdfc` … `\pdfs`, the
 * `bidtable` and `bidding` environments, `\cards`, `\hand`, `\vhand`,
 * `\dealdiagram`, `\dealdiagramenw`, `\dealdiagramew` …), so documents
 * written for bml.tex keep working, plus `\bidnode`, `\bidtext` and
 * `\bidinfo` for the default profile's layout.
 *
 * Suits are Zapf Dingbats (pifont): filled symbols that a PDF reader copies
 * as ♠ ♥ ♦ ♣. Only packages of Debian's texlive-latex-base and
 * texlive-latex-recommended are used (xcolor, pifont).
 */

/** The body of the macro package (what is inlined in a preamble). */
export const macroBody = String.raw`% Macros for bridge bidding notes, from @bidding/latex-stringify (MIT).
\RequirePackage[dvipsnames]{xcolor}
\RequirePackage{pifont}
\providecommand{\texorpdfstring}[2]{#1}

% Suits (the colours of bml.tex)
\DeclareRobustCommand{\BC}{\textcolor{OliveGreen}{\ding{168}}}
\DeclareRobustCommand{\BD}{\textcolor{RedOrange}{\ding{169}}}
\DeclareRobustCommand{\BH}{\textcolor{Red}{\ding{170}}}
\DeclareRobustCommand{\BS}{\textcolor{Blue}{\ding{171}}}

% Suits in headings: a letter in PDF bookmarks
\newcommand{\pdfc}{\texorpdfstring{\BC}{C}}
\newcommand{\pdfd}{\texorpdfstring{\BD}{D}}
\newcommand{\pdfh}{\texorpdfstring{\BH}{H}}
\newcommand{\pdfs}{\texorpdfstring{\BS}{S}}

% Bidding tables without a tree: tabbing with one stop per level.
% LaTeX's tabbing has at most 12 stops; deeper rows indent by hand.
\newlength{\bidtabwidth}
\setlength{\bidtabwidth}{3.2em}
\newcount\bidstopcount
\def\bidstopsloop{%
  \ifnum\bidstopcount>0 \hspace*{\bidtabwidth}\=\global\advance\bidstopcount by -1 \expandafter\bidstopsloop\fi}
\newenvironment{bidtable}[1][12]%
  {\begin{tabbing}\global\bidstopcount=#1\relax\bidstopsloop\kill}
  {\end{tabbing}}

% A meaning in a bidding table without a tree: wrapped to the width left
% after #1 stops.
\newlength{\bidtextwidth}
\newcommand{\bidtext}[2]{%
  \setlength{\bidtextwidth}{\dimexpr\linewidth-#1\bidtabwidth\relax}%
  \ifdim\bidtextwidth<4cm\setlength{\bidtextwidth}{4cm}\fi
  \parbox[t]{\bidtextwidth}{\raggedright#2\strut}}

% A call and its meaning in a tree (dirtree): the call in a column, the
% meaning wrapped to what is left of the line.
\newlength{\bidlabelwidth}
\setlength{\bidlabelwidth}{4em}
\newlength{\bidnodewidth}
\newsavebox{\bidlabelbox}
\newcommand{\bidnode}[2]{%
  \sbox{\bidlabelbox}{#1}%
  \ifdim\wd\bidlabelbox<\bidlabelwidth
    \setlength{\bidnodewidth}{\bidlabelwidth}%
  \else
    \setlength{\bidnodewidth}{\dimexpr\wd\bidlabelbox+0.6em\relax}%
  \fi
  \makebox[\bidnodewidth][l]{\usebox{\bidlabelbox}}%
  \setlength{\bidnodewidth}{\dimexpr\hsize-\bidnodewidth\relax}%
  \ifdim\bidnodewidth<4cm\setlength{\bidnodewidth}{4cm}\fi
  \begin{minipage}[t]{\bidnodewidth}\raggedright#2\strut\end{minipage}}

% What a call shows beyond its meaning (constraints, alerts …); \leavevmode
% first, or a \color at the top of a minipage pushes its text a line down
\newcommand{\bidinfo}[1]{\leavevmode{\small\itshape\color{darkgray}#1}}

% Keep #1 of height together: a new page when less is left on this one
% (a table's root with its first continuations)
\makeatletter
\newcommand{\bidkeep}[1]{\par\penalty-100\begingroup
  \setlength{\dimen@}{#1}%
  \dimen@ii\pagegoal\advance\dimen@ii-\pagetotal
  \ifdim\dimen@>\dimen@ii\ifdim\dimen@ii>\z@\vfil\fi\penalty-\@M\fi
  \endgroup}
\makeatother

% Auctions: four columns
\newenvironment{bidding}%
  {\begin{tabbing}\hspace*{5em}\=\hspace*{5em}\=\hspace*{5em}\=\hspace*{5em}\kill}
  {\end{tabbing}}

% Hands
\newcommand{\cards}[1]{\textsf{#1}}
\newcommand{\spades}[1]{\BS\,\cards{#1}}
\newcommand{\hearts}[1]{\BH\,\cards{#1}}
\newcommand{\diamonds}[1]{\BD\,\cards{#1}}
\newcommand{\clubs}[1]{\BC\,\cards{#1}}
\newcommand{\void}{\textendash}
\newcommand{\hand}[4]{\spades{#1}\ \hearts{#2}\ \diamonds{#3}\ \clubs{#4}}
\newcommand{\vhand}[4]{%
  \begin{tabular}[t]{@{}l@{}}\spades{#1}\\\hearts{#2}\\\diamonds{#3}\\\clubs{#4}\end{tabular}}
\newcommand{\bidcompass}{\fbox{\rule{0pt}{1.1cm}\hspace*{1.1cm}}}

% One suit around the table: West, North, East, South
\newcommand{\onesuit}[4]{%
  \begin{center}\begin{tabular}{rcl}
    & \cards{#2} & \\
    \cards{#1} & \bidcompass & \cards{#3} \\
    & \cards{#4} &
  \end{tabular}\end{center}}
\newcommand{\onesuitenw}[3]{%
  \begin{center}\begin{tabular}{rcl}
    & \cards{#2} & \\
    \cards{#1} & \bidcompass & \cards{#3}
  \end{tabular}\end{center}}

% Deals: West, North, East, South, then the facts (board, dealer …)
\newcommand{\dealdiagram}[5]{%
  \begin{center}\begin{tabular}{rcl}
    \begin{tabular}[b]{@{}l@{}}\small #5\end{tabular} & #2 & \\[1ex]
    #1 & \bidcompass & #3 \\[1ex]
    & #4 &
  \end{tabular}\end{center}}
\newcommand{\dealdiagramenw}[4]{%
  \begin{center}\begin{tabular}{rcl}
    \begin{tabular}[b]{@{}l@{}}\small #4\end{tabular} & #2 & \\[1ex]
    #1 & \bidcompass & #3
  \end{tabular}\end{center}}
\newcommand{\dealdiagramew}[2]{%
  \begin{center}\begin{tabular}{rcl}
    #1 & \bidcompass & #2
  \end{tabular}\end{center}}
`

/** The macro package as a file (`bidding.sty`), for `includeExternalFiles: false`. */
export const macroPackage =
  '\\NeedsTeXFormat{LaTeX2e}\n\\ProvidesPackage{bidding}[2026/01/01 Bridge bidding notes (@bidding/latex-stringify)]\n' +
  macroBody
