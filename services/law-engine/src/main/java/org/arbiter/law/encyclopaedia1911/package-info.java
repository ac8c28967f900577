/**
 * The rules of chess in an encyclopaedia article of about 1911 ({@code docs/laws/003_8fe2500d3d8f86bb.txt})
 * as a rulebook, {@code encyclopaedia-1911}. The article's rules are not numbered; they are cited
 * {@code touch}, {@code touch-cannot-move}, {@code touch-opponent}, {@code completion},
 * {@code fifty-moves} and {@code promotion}, one class each ({@code RuleTouch} ...), the words in
 * its Javadoc. {@link org.arbiter.law.encyclopaedia1911.Encyclopaedia1911} only dispatches, and
 * {@code ArticleLaws} is the rules' own record. What the article is silent on goes to the supplement.
 */
package org.arbiter.law.encyclopaedia1911;
