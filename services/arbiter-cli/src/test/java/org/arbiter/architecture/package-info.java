/** The rules that keep the project's shape: layers, purity of the lower modules, no cycles, short files. */
package org.arbiter.architecture;
